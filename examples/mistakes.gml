# Mistakes LLMs and people make in GaryML; `llmfmt check` reports every one in a single pass.
.GaryML version: 1.0
.Role Go Scaffolder
.Context type=file path=main.go
  ```go
  package main
  ```
.Diff id=fix1 format=search_replace # the first fix
  """
  <<<<<<< SEARCH
  """
.Plan
  1. Determine packages
.Execute
	.test
  .lint
      strict: true
language: go
.Instruction
  """First line
  second line"""
  """Another block"""
.Diff id=fix1 format=unified
  """x"""
.run
  diff: @fix_1
  name: "unterminated
.Query
  """
  never closed
at column zero
