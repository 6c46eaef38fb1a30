```garyml
.Instructions: "Answer in one paragraph."
.Examples
  ```python
  print("hello")
  ```
```
