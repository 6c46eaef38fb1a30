/* The C interface from C: the header compiles as C, and its calls keep their promises. */
#include <stdio.h>
#include <string.h>

#include "llmfmt/llmfmt_c.h"

static int failures = 0;
#define EXPECT(c)                                                   \
  do {                                                              \
    if (!(c)) {                                                     \
      printf("FAIL line %d: %s\n", __LINE__, #c);                   \
      ++failures;                                                   \
    }                                                               \
  } while (0)

int main(void) {
  char* json = NULL;
  char* error = NULL;
  static const char text[] = ";user\nhello\n";

  EXPECT(strcmp(llmfmt_version(), "") != 0);
  EXPECT(llmfmt_parse("stf", text, sizeof text - 1, NULL, &json, &error) == LLMFMT_OK);
  EXPECT(json && strstr(json, "\"content\":\"hello\"") && !error);
  llmfmt_free(json);

  EXPECT(llmfmt_check("stf", text, sizeof text - 1, "", &json, &error) == LLMFMT_OK);
  EXPECT(json && strcmp(json, "[]") == 0);
  llmfmt_free(json);

  EXPECT(llmfmt_parse("nope", text, sizeof text - 1, NULL, &json, &error) == LLMFMT_BAD_FORMAT);
  EXPECT(!json && error && strstr(error, "nope"));
  llmfmt_free(error);
  EXPECT(llmfmt_parse("stf", text, sizeof text - 1, "{\"nope\":1}", &json, &error) == LLMFMT_BAD_OPTIONS);
  EXPECT(!json && error);
  llmfmt_free(error);
  EXPECT(llmfmt_parse(NULL, text, 1, NULL, &json, NULL) == LLMFMT_BAD_ARGUMENT);
  EXPECT(llmfmt_parse("json5", NULL, 0, NULL, &json, NULL) == LLMFMT_OK); /* empty text */
  llmfmt_free(json);

  llmfmt_llmist_stream* stream = llmfmt_llmist_stream_new(NULL, &error);
  EXPECT(stream && !error);
  static const char reply[] = "!!!GADGET_START:Echo\n!!!ARG:x\nhi\n!!!GADGET_END\n";
  EXPECT(llmfmt_llmist_stream_feed(stream, reply, 10, NULL) == LLMFMT_OK);
  EXPECT(llmfmt_llmist_stream_poll(stream, &json, NULL) == LLMFMT_OK && json && strcmp(json, "[]") == 0);
  llmfmt_free(json);
  EXPECT(llmfmt_llmist_stream_feed(stream, reply + 10, sizeof reply - 11, NULL) == LLMFMT_OK);
  EXPECT(llmfmt_llmist_stream_poll(stream, &json, NULL) == LLMFMT_OK && json && strstr(json, "{\"call\":"));
  llmfmt_free(json);
  EXPECT(llmfmt_llmist_stream_finish(stream, &json, NULL) == LLMFMT_OK && json && strstr(json, "\"calls\":[{"));
  llmfmt_free(json);
  llmfmt_llmist_stream_free(stream);
  EXPECT(llmfmt_llmist_stream_feed(NULL, reply, 1, &error) == LLMFMT_BAD_ARGUMENT && error);
  llmfmt_free(error);
  EXPECT(llmfmt_llmist_stream_new("{\"start_prefix\":\"\"}", &error) == NULL && error);
  llmfmt_free(error);

  printf("c api: %s\n", failures ? "FAILED" : "passed");
  return failures ? 1 : 0;
}
