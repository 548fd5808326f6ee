/**
 * What each server scenario of @modelcontextprotocol/conformance 0.1.16 gives
 * against our MCP origin, and why for those that do not pass
 * (docs/decisions/025-mcp-conformance.md). The test fails when a scenario
 * behaves otherwise, including a listed failure that starts passing, and when
 * the installed suite has a scenario this table does not name.
 *
 * A scenario "fails" as the CLI counts it: some check is FAILURE or WARNING.
 * `failsWith` matches that check's message, so an expected failure for the
 * stated reason cannot hide a different one (a crash, a 401, a 500).
 */
export type ExpectedResult =
  { expect: 'pass' } | { expect: 'fail'; reason: string; failsWith: RegExp };

const pass = { expect: 'pass' } as const;

const fails = (reason: string, failsWith: RegExp): ExpectedResult => ({
  expect: 'fail',
  reason,
  failsWith,
});

/** Scenarios that call a test fixture of the reference "everything" server by name. */
const fixtureTool = (name: string) =>
  fails(
    `needs fixture tool ${name}, which a product server does not expose`,
    new RegExp(`Unknown tool: ${name}\\b`),
  );
const fixturePrompt = (name: string) =>
  fails(
    `needs fixture prompt ${name}, which a product server does not expose`,
    new RegExp(`Unknown prompt: ${name}\\b`),
  );
const fixtureResource = (uri: string) =>
  fails(
    `needs fixture resource ${uri}, which a product server does not expose`,
    new RegExp(`Resource not found: ${uri.replace(/[/.]/g, '\\$&')}`),
  );

/** A request from the server to the client, or a notification, inside a tool call. */
const fixtureToolOverStream = (name: string, needs: string) =>
  fails(
    `needs fixture tool ${name}, which a product server does not expose, and ${needs} ` +
      'while the call is open; our stateless transport answers each POST with one JSON body',
    new RegExp(`Unknown tool: ${name}\\b`),
  );

const METHOD_NOT_FOUND = /MCP error -32601: Method not found/;
const NO_SESSION = /did not provide session ID/;

export const EXPECTED_RESULTS: Record<string, ExpectedResult> = {
  'server-initialize': pass,
  ping: pass,
  'tools-list': pass,
  'resources-list': pass,
  'prompts-list': pass,
  'dns-rebinding-protection': pass,

  'logging-set-level': fails(
    'the server declares no logging capability: it sends no log notifications (a stateless ' +
      'JSON answer has no stream to carry them), so logging/setLevel is Method not found',
    METHOD_NOT_FOUND,
  ),
  'completion-complete': fails(
    'the server declares no completions capability (optional; the prompts name the allowed ' +
      'values in their argument descriptions), and the scenario completes an argument of ' +
      'fixture prompt test_prompt_with_arguments, which a product server does not expose',
    METHOD_NOT_FOUND,
  ),
  'resources-subscribe': fails(
    'the server declares no resources.subscribe capability: without a session or stream it ' +
      'could never send notifications/resources/updated',
    METHOD_NOT_FOUND,
  ),
  'resources-unsubscribe': fails(
    'the server declares no resources.subscribe capability (see resources-subscribe)',
    METHOD_NOT_FOUND,
  ),
  'server-sse-polling': fails(
    'needs a session (Mcp-Session-Id) and SSE streams; the origin is stateless with JSON ' +
      'answers (decision 018), so the suite only warns and checks nothing',
    NO_SESSION,
  ),
  'server-sse-multiple-streams': fails(
    'needs a session (Mcp-Session-Id) to open several streams; the origin is stateless ' +
      '(decision 018), so the suite only warns and checks nothing',
    NO_SESSION,
  ),

  'tools-call-simple-text': fixtureTool('test_simple_text'),
  'tools-call-image': fixtureTool('test_image_content'),
  'tools-call-audio': fixtureTool('test_audio_content'),
  'tools-call-embedded-resource': fixtureTool('test_embedded_resource'),
  'tools-call-mixed-content': fixtureTool('test_multiple_content_types'),
  'tools-call-error': fixtureTool('test_error_handling'),
  'tools-call-with-progress': fixtureToolOverStream(
    'test_tool_with_progress',
    'progress notifications',
  ),
  'tools-call-sampling': fixtureToolOverStream('test_sampling', 'a sampling request to the client'),
  'tools-call-elicitation': fixtureToolOverStream(
    'test_elicitation',
    'an elicitation request to the client',
  ),
  'elicitation-sep1034-defaults': fixtureToolOverStream(
    'test_elicitation_sep1034_defaults',
    'an elicitation request to the client',
  ),
  'elicitation-sep1330-enums': fixtureToolOverStream(
    'test_elicitation_sep1330_enums',
    'an elicitation request to the client',
  ),
  'tools-call-with-logging': fails(
    'needs fixture tool test_tool_with_logging, which a product server does not expose, and ' +
      'the logging capability the server does not declare (see logging-set-level)',
    METHOD_NOT_FOUND,
  ),
  'json-schema-2020-12': fails(
    'needs fixture tool json_schema_2020_12_tool, which a product server does not expose',
    /Tool 'json_schema_2020_12_tool' not found/,
  ),

  'resources-read-text': fixtureResource('test://static-text'),
  'resources-read-binary': fixtureResource('test://static-binary'),
  'resources-templates-read': fixtureResource('test://template/123/data'),

  'prompts-get-simple': fixturePrompt('test_simple_prompt'),
  'prompts-get-with-args': fixturePrompt('test_prompt_with_arguments'),
  'prompts-get-embedded-resource': fixturePrompt('test_prompt_with_embedded_resource'),
  'prompts-get-with-image': fixturePrompt('test_prompt_with_image'),
};
