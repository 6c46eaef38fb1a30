# An agent task in GaryML: context, instructions, a plan, the commands to run and a diff they use.
.GaryML version: 1.0
.Role: "Senior Go reviewer"
.Context id=handler type=file path=pkg/handlers/health.go format=go
  ```go
  package handlers

  import "net/http"

  func Health(w http.ResponseWriter, r *http.Request) {
  	w.WriteHeader(http.StatusOK)
  }
  ```
.Instructions
  """
  Add a JSON body to the health endpoint.
    Keep the handler small.
  Do not change the route.
  """
.Plan
  """
  1. Write {"status":"ok"} with the right content type.
  2. Add a table test.
  """
.Execute
  .applyPatch
    diff: @health_json
    target: @handler
  .test
    package: ./pkg/handlers/...
    verbose: true
    timeout: 30
.Diff id=health_json format=unified
  """
  --- a/pkg/handlers/health.go
  +++ b/pkg/handlers/health.go
  @@ -6,3 +6,4 @@
   func Health(w http.ResponseWriter, r *http.Request) {
  -	w.WriteHeader(http.StatusOK)
  +	w.Header().Set("Content-Type", "application/json")
  +	w.Write([]byte(`{"status":"ok"}`))
   }
  """
.Examples
  .Query: "Add a readiness endpoint"
  .Execute
    .scaffold
      language: go
      output_path: pkg/handlers/ready.go
.Documentation title: "Commands"
  .Section title: "Testing"
    .test: "Run go test on a package"
    .go-api: "Scaffold a Go API handler"
.OutputFormat
  """Summarise the change in two sentences."""
