"""llmfmt from Python, with nothing to compile (run in CI by tests/python_binding_test.py):
    LLMFMT_LIBRARY=build/libllmfmt.so python3 examples/python/demo.py
"""
import llmfmt

reply = "Sure.\n!!!GADGET_START:Echo\n!!!ARG:text\nhello\n!!!GADGET_END\n"
doc = llmfmt.parse("llmist", reply)                   # a dict, as `llmfmt parse` prints it
print(doc["calls"][0]["gadgetName"], doc["calls"][0]["parameters"])
with llmfmt.LlmistStream() as stream:                 # the reply as it arrives
    for i in range(0, len(reply), 8):
        for event in stream.feed(reply[i:i + 8]):     # {"text": …} or {"call": …} when complete
            print("event", *event)
for d in llmfmt.check("stf", "hello\n;user\nhi\n"):  # diagnostics only
    print(d["line"], d["code"], d["fix_hint"])
