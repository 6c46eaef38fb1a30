-- End-to-end test of `llmfmt lsp` with Neovim's built-in LSP client (headless; run by
-- nvim_test.sh, which gives LLMFMT and DIR, a directory holding the files named below).
-- Each step waits for what it needs with a bounded vim.wait; the first failure ends Neovim with
-- exit status 1 and a message on stderr.
local llmfmt, dir = os.getenv("LLMFMT"), os.getenv("DIR")
local WAIT = 5000

local function fail(message)
  io.stderr:write("nvim_test: FAIL: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local function expect(condition, message)
  if not condition then fail(message) end
end

local client_id = vim.lsp.start_client({ name = "llmfmt", cmd = { llmfmt, "lsp" }, root_dir = dir })
expect(client_id ~= nil, "the client starts llmfmt lsp")

-- Opens a file, attaches the client and waits for its diagnostics; returns the buffer.
local function open(name)
  vim.cmd("edit " .. dir .. "/" .. name)
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
  local ok = vim.wait(WAIT, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  expect(ok, name .. ": diagnostics arrive")
  return buf
end

local function codes(buf)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do out[#out + 1] = d.code end
  return table.concat(out, " ")
end

-- 1. A file of each format with mistakes: its diagnostics, with their codes.
local expected = {
  ["mistakes.gml"] = "UNCLOSED_BLOCK", ["mistakes.dsl"] = "UNDEFINED_VARIABLE",
  ["mistakes.json5"] = "MISSING_COMMA", ["mistakes.llmist"] = "INVALID_HEADER",
  ["mistakes.telt"] = "UNKNOWN_COMMAND", ["mistakes.stf"] = "UNKNOWN_COMMAND",
}
local buffers = {}
for name, code in pairs(expected) do
  buffers[name] = open(name)
  expect(codes(buffers[name]):find(code, 1, true), name .. ": " .. code .. " among " .. codes(buffers[name]))
end

-- 2. A quick fix, applied as the client applies a code action's edit: the JSON5 comma.
local json5 = buffers["mistakes.json5"]
vim.api.nvim_set_current_buf(json5)
local params = {
  textDocument = vim.lsp.util.make_text_document_params(json5),
  range = { start = { line = 1, character = 0 }, ["end"] = { line = 1, character = 0 } },
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(json5, 1) },
}
local replies = vim.lsp.buf_request_sync(json5, "textDocument/codeAction", params, WAIT)
local action
for _, reply in pairs(replies or {}) do
  for _, a in ipairs(reply.result or {}) do
    if a.kind == "quickfix" and a.title:find("MISSING_COMMA", 1, true) then action = a end
  end
end
expect(action ~= nil, "a quick fix for MISSING_COMMA is offered")
vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
local line = vim.api.nvim_buf_get_lines(json5, 1, 2, false)[1]
expect(line == "  name: 'search',", "the quick fix adds the comma: " .. line)
-- The edit reaches the server (incremental sync): MISSING_COMMA goes away.
expect(vim.wait(WAIT, function() return not codes(json5):find("MISSING_COMMA", 1, true) end, 20),
       "after the fix the server no longer reports MISSING_COMMA: " .. codes(json5))

-- 3. Formatting a GaryML file: its canonical form (`llmfmt fmt`).
vim.cmd("edit " .. dir .. "/plain.gml")
local plain = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(plain, client_id)
vim.wait(WAIT, function() return vim.lsp.buf_is_attached(plain, client_id) end, 20)
vim.lsp.buf.formatting_sync(nil, WAIT)
local got = table.concat(vim.api.nvim_buf_get_lines(plain, 0, -1, false), "\n") .. "\n"
local want = io.open(dir .. "/plain.canonical.gml"):read("a")
expect(got == want, "formatting gives the canonical form:\n" .. got .. "\nwanted:\n" .. want)

-- 4. Go to definition: a GaryML reference to its id, a DSL @variable to its /DEF.
local function jump(name, from, to)
  vim.cmd("edit " .. dir .. "/" .. name)
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
  vim.wait(WAIT, function() return vim.lsp.buf_is_attached(buf, client_id) end, 20)
  vim.api.nvim_win_set_cursor(0, from)
  vim.lsp.buf.definition()
  local ok = vim.wait(WAIT, function()
    local at = vim.api.nvim_win_get_cursor(0)
    return at[1] == to[1] and at[2] == to[2]
  end, 20)
  local at = vim.api.nvim_win_get_cursor(0)
  expect(ok, name .. ": definition jumps to " .. to[1] .. ":" .. to[2] .. ", the cursor is at " .. at[1] .. ":" .. at[2])
end
jump("refs.gml", { 3, 10 }, { 1, 12 })  -- `  uses: @ctx1` → `.Context id=ctx1` (rows 1-based, columns 0-based bytes)
jump("refs.dsl", { 3, 11 }, { 2, 5 })   -- `/THEN Use @facts` → `/DEF facts`

vim.lsp.stop_client(client_id)
io.stdout:write("nvim_test: ok\n")
vim.cmd("qall!")
