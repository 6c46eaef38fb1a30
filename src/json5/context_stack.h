// The rule contexts of a JSON5 parse that builds no tree (grammars/json5/Json5Parser.g4,
// @parser::members; ../shared/notes/antlr-cpp.md §2).
//
// ANTLR's own tracker (Parser::_tracker) keeps every rule context it ever allocated until the
// parser is reset, tree or no tree, so memory would grow with the input. The generated rule
// functions allocate their contexts through a member named `_tracker`; Json5Parser declares this
// one under that name, which hides the runtime's, and frees each context when its rule exits.
// Rules exit in the reverse order of their entry, so the live contexts form a stack: at most one
// per open rule, bounded by the nesting limit.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include <antlr4-runtime.h>

namespace llmfmt::json5 {

class ContextStack {
 public:
  ContextStack() = default;
  ContextStack(const ContextStack&) = delete;
  ContextStack& operator=(const ContextStack&) = delete;
  ~ContextStack() { clear(); }

  /// What the generated rule functions call to allocate a context.
  template <typename T, typename... Args>
  T* createInstance(Args&&... args) {
    live_.reserve(live_.size() + 1);  // so that push_back cannot throw after `new`
    T* context = new T(std::forward<Args>(args)...);
    live_.push_back(context);
    return context;
  }

  /// Frees `context` and every context allocated after it (those of rules that never got to
  /// their exit because an exception left them).
  void release(antlr4::tree::ParseTree* context) noexcept {
    while (!live_.empty()) {
      antlr4::tree::ParseTree* top = live_.back();
      live_.pop_back();
      delete top;
      if (top == context) return;
    }
  }

  void clear() noexcept {
    while (!live_.empty()) {
      delete live_.back();
      live_.pop_back();
    }
  }

  std::size_t size() const { return live_.size(); }

 private:
  std::vector<antlr4::tree::ParseTree*> live_;
};

}  // namespace llmfmt::json5
