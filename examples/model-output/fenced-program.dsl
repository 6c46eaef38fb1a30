```text
Summarise the meeting notes in three bullet points
/DEF summary /TYPE str
/OUT summary
```
