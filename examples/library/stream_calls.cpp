// Reads an LLM reply from standard input in small chunks, as a client would receive it, and
// prints each gadget call the moment its block is complete, then the execution waves.
#include <iostream>
#include <vector>

#include <llmfmt/llmist.h>
#include <nlohmann/json.hpp>  // the headers declare to_json(); using the Json needs nlohmann itself

int main() {
  using namespace llmfmt;
  std::vector<llmist::Call> calls;  // a call given to a handler is the handler's to keep
  llmist::Handlers handlers;
  handlers.on_call = [&calls](const llmist::Call& call) {
    std::cout << "call " << call.gadget_name << " (" << call.invocation_id << ")";
    if (call.parameters)
      std::cout << " " << to_json(*call.parameters).dump();
    else
      std::cout << " not runnable: " << *call.parse_error;
    std::cout << '\n';
    calls.push_back(call);
  };
  llmist::StreamParser stream({}, handlers);
  char chunk[16];
  while (std::cin.read(chunk, sizeof chunk) || std::cin.gcount() > 0)
    stream.feed(std::string_view(chunk, static_cast<std::size_t>(std::cin.gcount())));
  const llmist::Result result = stream.finish();

  std::cout << "waves " << to_json(llmist::plan(calls), calls).dump() << '\n';
  for (const Diagnostic& d : result.diagnostics)
    std::cout << d.span.start.line << ':' << d.span.start.column << ' ' << to_string(d.severity) << ' ' << d.code << '\n';
  return has_errors(result.diagnostics) ? 1 : 0;
}
