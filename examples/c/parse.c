/* llmfmt from C: prints the JSON of standard input parsed as the format named in argv[1].
 *   cc parse.c $(pkg-config --cflags --libs llmfmt) -o parse && ./parse stf < chat.stf
 */
#include <stdio.h>
#include <stdlib.h>

#include <llmfmt/llmfmt_c.h>

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FORMAT < FILE\n", argv[0]);
    return 2;
  }
  size_t size = 0, capacity = 1 << 16;
  char* text = malloc(capacity);
  size_t n;
  while (text && (n = fread(text + size, 1, capacity - size, stdin)) > 0) {
    size += n;
    if (size == capacity) text = realloc(text, capacity *= 2);
  }
  if (!text) return 2;
  char *json = NULL, *error = NULL;
  const int status = llmfmt_parse(argv[1], text, size, NULL, &json, &error);
  free(text);
  if (status != LLMFMT_OK) {
    fprintf(stderr, "llmfmt: %s\n", error);
    llmfmt_free(error);
    return 2;
  }
  puts(json);
  llmfmt_free(json);
  return 0;
}
