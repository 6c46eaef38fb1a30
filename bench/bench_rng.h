// The benchmark generators' PRNG: splitmix64, so that a generator's output is a function of its
// seed and size only, on every platform.
#pragma once

#include <cstddef>
#include <cstdint>

namespace llmfmt::bench {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, n) (the modulo bias is negligible for the small n used).
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  /// True with probability percent / 100.
  bool chance(unsigned percent) { return below(100) < percent; }
  template <std::size_t N>
  const char* pick(const char* const (&items)[N]) {
    return items[below(N)];
  }

 private:
  std::uint64_t state_;
};

}  // namespace llmfmt::bench
