// The rule contexts of a JSON5 parse that builds no tree (src/json5/parser_base.h: the 4.9 runtime
// would keep every rule context until reset).
//
// ANTLR's own tracker (Parser::_tracker) keeps every rule context it ever allocated until the
// parser is reset, tree or no tree, so memory would grow with the input. The generated rule
// functions allocate their contexts through a member named `_tracker`; Json5ParserBase declares
// this one under that name, which hides the runtime's, and frees each context when its rule exits.
// Rules exit in the reverse order of their entry, so the live contexts form a stack: at most one
// per open rule, bounded by the nesting limit.
#pragma once

#include <cstddef>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include <antlr4-runtime.h>

namespace llmfmt::json5 {

class ContextStack {
 public:
  ContextStack() = default;
  ContextStack(const ContextStack&) = delete;
  ContextStack& operator=(const ContextStack&) = delete;
  ~ContextStack() {
    clear();
    for (void* block : free_) ::operator delete(block);
  }

  /// What the generated rule functions call to allocate a context. Every context class of the
  /// grammar has the same size (no labels, no locals), so freed blocks are reused for any of them.
  template <typename T, typename... Args>
  T* createInstance(Args&&... args) {
    static_assert(std::is_base_of<antlr4::tree::ParseTree, T>::value, "a parse tree type");
    live_.reserve(live_.size() + 1);  // so that push_back cannot throw once the context exists
    void* block = nullptr;
    if (sizeof(T) <= kBlock && !free_.empty()) {
      block = free_.back();
      free_.pop_back();
    } else {
      block = ::operator new(sizeof(T) > kBlock ? sizeof(T) : kBlock);
    }
    T* context = nullptr;
    try {
      context = new (block) T(std::forward<Args>(args)...);
    } catch (...) {
      ::operator delete(block);
      throw;
    }
    live_.push_back({context, block, sizeof(T) <= kBlock});
    return context;
  }

  /// Frees `context` and every context allocated after it (those of rules that never got to
  /// their exit because an exception left them).
  void release(antlr4::tree::ParseTree* context) noexcept {
    while (!live_.empty()) {
      const Live top = live_.back();
      live_.pop_back();
      destroy(top);
      if (top.context == context) return;
    }
  }

  void clear() noexcept {
    while (!live_.empty()) {
      destroy(live_.back());
      live_.pop_back();
    }
  }

  std::size_t size() const { return live_.size(); }

 private:
  static constexpr std::size_t kBlock = sizeof(antlr4::ParserRuleContext);
  static constexpr std::size_t kKept = 4096;  // free blocks kept for reuse

  struct Live {
    antlr4::tree::ParseTree* context;
    void* block;
    bool reusable;  // its block is kBlock bytes
  };

  void destroy(const Live& live) noexcept {
    live.context->~ParseTree();
    void* block = live.block;
    if (live.reusable && free_.size() < free_.capacity()) {
      free_.push_back(block);
      return;
    }
    if (live.reusable && free_.capacity() < kKept) {
      try {
        free_.reserve(kKept);
        free_.push_back(block);
        return;
      } catch (...) {
      }
    }
    ::operator delete(block);
  }

  std::vector<Live> live_;
  std::vector<void*> free_;
};

}  // namespace llmfmt::json5
