#include "lsp/code_docs.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>

namespace llmfmt::lsp {
namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    lines.push_back(text.substr(0, nl));
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
  }
  return lines;
}

bool is_heading(std::string_view line) { return !line.empty() && line[0] == '#'; }

std::string_view heading_title(std::string_view line) {
  while (!line.empty() && line[0] == '#') line.remove_prefix(1);
  while (!line.empty() && line[0] == ' ') line.remove_prefix(1);
  return line;
}

// The section number a table row cites: "§4.2", "(§1.2)" or a last cell "4.2, 8.3" → "4.2".
std::string cited_section(std::string_view row) {
  std::size_t at = row.find("\xC2\xA7");  // §
  std::string_view from;
  if (at != std::string_view::npos) {
    from = row.substr(at + 2);
  } else {
    std::string_view r = row;
    while (!r.empty() && (r.back() == '|' || r.back() == ' ')) r.remove_suffix(1);
    const std::size_t bar = r.rfind('|');
    if (bar == std::string_view::npos) return {};
    from = r.substr(bar + 1);
    while (!from.empty() && from[0] == ' ') from.remove_prefix(1);
  }
  std::string number;
  for (char c : from) {
    if (std::isdigit(static_cast<unsigned char>(c)) || (c == '.' && !number.empty())) number += c;
    else break;
  }
  while (!number.empty() && number.back() == '.') number.pop_back();
  return number;
}

struct Index {
  std::map<std::string, CodeDoc, std::less<>> codes;
};

Index build_index(std::string_view markdown) {
  Index index;
  const std::vector<std::string_view> lines = lines_of(markdown);
  std::map<std::string, std::string> numbered;  // "4.2" → anchor
  for (std::string_view line : lines) {
    if (!is_heading(line)) continue;
    const std::string_view title = heading_title(line);
    std::string number;
    for (char c : title) {
      if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') number += c;
      else break;
    }
    while (!number.empty() && number.back() == '.') number.pop_back();
    if (!number.empty()) numbered.emplace(number, heading_anchor(title));
  }
  std::string_view section, table_header;
  bool in_diagnostics = false;  // under a "## n. … diagnostics …" heading
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i];
    if (is_heading(line)) {
      section = heading_title(line);
      if (line.rfind("## ", 0) == 0) {
        std::string lower(section);
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        in_diagnostics = lower.find("diagnostic") != std::string::npos;
      }
    }
    if (!in_diagnostics || line.size() < 2 || line[0] != '|') continue;
    if (i + 1 < lines.size() && lines[i + 1].rfind("|---", 0) == 0) table_header = line;
    // A row naming codes in its first cell: | `CODE` | or | `A` / `B` | or | `A`, `B` |.
    const std::size_t bar = line.find('|', 1);
    const std::string_view first = line.substr(1, bar == std::string_view::npos ? std::string_view::npos : bar - 1);
    for (std::size_t q = first.find('`'); q != std::string_view::npos; q = first.find('`', q)) {
      const std::size_t close = first.find('`', q + 1);
      if (close == std::string_view::npos) break;
      const std::string_view code = first.substr(q + 1, close - q - 1);
      q = close + 1;
      const bool is_code = !code.empty() && std::all_of(code.begin(), code.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
      }) && code.find('_') != std::string_view::npos;
      if (!is_code || index.codes.count(code)) continue;  // the first table row naming a code is its entry
      CodeDoc doc;
      const std::string cited = cited_section(line);
      const auto numbered_it = numbered.find(cited);
      doc.anchor = numbered_it != numbered.end() ? numbered_it->second : heading_anchor(section);
      // A Markdown table needs its delimiter row: one `---` per column.
      std::string delimiter = "|";
      for (std::size_t k = 1; k < table_header.size(); ++k)
        if (table_header[k] == '|') delimiter += "---|";
      doc.markdown = std::string(table_header) + "\n" + delimiter + "\n" + std::string(line) + "\n\n" +
                     std::string(section);
      index.codes.emplace(std::string(code), std::move(doc));
    }
  }
  return index;
}

}  // namespace

std::string heading_anchor(std::string_view heading) {
  std::string anchor;
  for (char c : heading) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) anchor += static_cast<char>(std::tolower(u));
    else if (c == ' ' || c == '-') anchor += '-';
    else if (c == '_' || u >= 0x80) anchor += c;
  }
  return anchor;
}

std::optional<CodeDoc> code_doc(Format format, std::string_view code) {
  static std::mutex mutex;
  static std::map<Format, Index> indexes;
  const std::lock_guard<std::mutex> lock(mutex);
  auto it = indexes.find(format);
  if (it == indexes.end()) {
    std::string_view markdown;
    for (const EmbeddedDoc& doc : embedded_docs())
      if (std::string_view(doc.format) == format_name(format)) markdown = doc.markdown;
    it = indexes.emplace(format, build_index(markdown)).first;
  }
  const auto found = it->second.codes.find(code);
  if (found == it->second.codes.end()) return std::nullopt;
  return found->second;
}

}  // namespace llmfmt::lsp
