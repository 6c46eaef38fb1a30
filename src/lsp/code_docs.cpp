#include "lsp/code_docs.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
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
  std::map<std::string, CodeDoc, std::less<>> directives;
};

// A table's delimiter row for its header row: one `---` per column.
std::string delimiter_row(std::string_view header) {
  std::string delimiter = "|";
  for (std::size_t k = 1; k < header.size(); ++k)
    if (header[k] == '|') delimiter += "---|";
  return delimiter;
}

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
  // Directives: a heading that starts with `/NAME (DSL) holds its documentation up to the next
  // heading; a table row whose first cell is `.Name` (GaryML) is its entry.
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!is_heading(lines[i])) continue;
    const std::string_view title = heading_title(lines[i]);
    const std::size_t tick = title.find("`/");
    if (tick == std::string_view::npos) continue;
    std::size_t end = tick + 2;
    while (end < title.size() && std::isupper(static_cast<unsigned char>(title[end]))) ++end;
    if (end == tick + 2) continue;
    std::string text = "**" + std::string(title) + "**\n";
    for (std::size_t k = i + 1; k < lines.size() && !is_heading(lines[k]) && text.size() < 2000; ++k)
      text += "\n" + std::string(lines[k]);
    index.directives.emplace(std::string(title.substr(tick + 1, end - tick - 1)), CodeDoc{text, heading_anchor(title)});
  }
  {
    std::string_view section, header;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string_view line = lines[i];
      if (is_heading(line)) section = heading_title(line);
      if (line.rfind("| `.", 0) != 0) {
        if (line.size() > 1 && line[0] == '|' && i + 1 < lines.size() && lines[i + 1].rfind("|---", 0) == 0) header = line;
        continue;
      }
      const std::size_t close = line.find('`', 4);
      if (close == std::string_view::npos) continue;
      const std::string name(line.substr(3, close - 3));
      if (!index.directives.count(name))
        index.directives.emplace(name, CodeDoc{std::string(header) + "\n" + delimiter_row(header) + "\n" + std::string(line) +
                                                   "\n\n" + std::string(section),
                                               heading_anchor(section)});
    }
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
      doc.markdown = std::string(table_header) + "\n" + delimiter_row(table_header) + "\n" + std::string(line) +
                     "\n\n" + std::string(section);
      index.codes.emplace(std::string(code), std::move(doc));
    }
  }
  return index;
}

}  // namespace

std::string heading_anchor(std::string_view heading) {
  std::string anchor;
  for (std::size_t i = 0; i < heading.size();) {
    const char c = heading[i];
    const unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x80) {  // a non-ASCII character: kept, unless punctuation (§, «», ·, dashes, quotes, …)
      std::size_t n = u >= 0xF0 ? 4 : u >= 0xE0 ? 3 : u >= 0xC0 ? 2 : 1;
      n = std::min(n, heading.size() - i);
      std::uint32_t cp = n == 1 ? u : (u & (0x7F >> n));
      for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(heading[i + k]) & 0x3F);
      const bool punctuation = (cp >= 0x2000 && cp <= 0x206F) || cp == 0xA7 || cp == 0xAB || cp == 0xBB || cp == 0xB6 || cp == 0xB7;
      if (!punctuation) anchor.append(heading.substr(i, n));
      i += n;
      continue;
    }
    if (std::isalnum(u)) anchor += static_cast<char>(std::tolower(u));
    else if (c == ' ' || c == '-') anchor += '-';
    else if (c == '_') anchor += c;
    ++i;
  }
  return anchor;
}

namespace {
const Index& index_of(Format format) {
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
  return it->second;  // map nodes stay put
}
}  // namespace

std::optional<CodeDoc> code_doc(Format format, std::string_view code) {
  const Index& index = index_of(format);
  const auto found = index.codes.find(code);
  if (found == index.codes.end()) return std::nullopt;
  return found->second;
}

std::optional<CodeDoc> directive_doc(Format format, std::string_view directive) {
  if (format != Format::garyml && format != Format::dsl) return std::nullopt;
  const Index& index = index_of(format);
  const auto found = index.directives.find(directive);
  if (found == index.directives.end()) return std::nullopt;
  return found->second;
}

}  // namespace llmfmt::lsp
