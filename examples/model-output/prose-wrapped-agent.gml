Here you go:

```
.Instructions: "Answer in one paragraph."
```
