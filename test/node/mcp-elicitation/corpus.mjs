// Real `elicitation/create` params, each copied from where it was published (cited above
// it), for the consumer-validator test beside this file. Kept as sent: field order, comments
// stripped, nothing added.

/**
 * modelcontextprotocol/conformance, examples/servers/typescript/everything-server.ts
 * (commit 01955fcd510e6e5ac5f1b4974aa47e8df85ec56e), tool `test_elicitation`, with the
 * message the conformance client passes.
 */
export const conformanceText = {
  mode: 'form',
  message: 'Please provide your name',
  requestedSchema: {
    type: 'object',
    properties: { response: { type: 'string', description: "User's response" } },
    required: ['response'],
  },
};

/** Same file, tool `test_elicitation_sep1034_defaults`: a default for every primitive type. */
export const conformanceDefaults = {
  mode: 'form',
  message: 'Please review and update the form fields with defaults',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'User name', default: 'John Doe' },
      age: { type: 'integer', description: 'User age', default: 30 },
      score: { type: 'number', description: 'User score', default: 95.5 },
      status: { type: 'string', description: 'User status', enum: ['active', 'inactive', 'pending'], default: 'active' },
      verified: { type: 'boolean', description: 'Verification status', default: true },
    },
    required: [],
  },
};

/** Same file, tool `test_elicitation_sep1330_enums`: all five enum forms. */
export const conformanceEnums = {
  mode: 'form',
  message: 'Please select options from the enum fields',
  requestedSchema: {
    type: 'object',
    properties: {
      untitledSingle: { type: 'string', description: 'Select one option', enum: ['option1', 'option2', 'option3'] },
      titledSingle: {
        type: 'string',
        description: 'Select one option with titles',
        oneOf: [
          { const: 'value1', title: 'First Option' },
          { const: 'value2', title: 'Second Option' },
          { const: 'value3', title: 'Third Option' },
        ],
      },
      legacyEnum: {
        type: 'string',
        description: 'Select one option (legacy)',
        enum: ['opt1', 'opt2', 'opt3'],
        enumNames: ['Option One', 'Option Two', 'Option Three'],
      },
      untitledMulti: {
        type: 'array',
        description: 'Select multiple options',
        minItems: 1,
        maxItems: 3,
        items: { type: 'string', enum: ['option1', 'option2', 'option3'] },
      },
      titledMulti: {
        type: 'array',
        description: 'Select multiple options with titles',
        minItems: 1,
        maxItems: 3,
        items: {
          anyOf: [
            { const: 'value1', title: 'First Choice' },
            { const: 'value2', title: 'Second Choice' },
            { const: 'value3', title: 'Third Choice' },
          ],
        },
      },
    },
    required: [],
  },
};

/**
 * modelcontextprotocol/modelcontextprotocol, docs/specification/2025-11-25/client/elicitation.mdx
 * (commit 1c0765aae01adff1abdcdc9d6c07c95b427b4764), "Example: Structured Data Request".
 */
export const specStructured = {
  mode: 'form',
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'Your full name' },
      email: { type: 'string', format: 'email', description: 'Your email address' },
      age: { type: 'number', minimum: 18, description: 'Your age' },
    },
    required: ['name', 'email'],
  },
};

/** Same page, "Multi-select enum (with titles)" as the one field of a form (the page gives the field alone). */
export const specTitledMulti = {
  mode: 'form',
  message: 'Choose your favorite colors',
  requestedSchema: {
    type: 'object',
    properties: {
      colors: {
        type: 'array',
        title: 'Color Selection',
        description: 'Choose your favorite colors',
        minItems: 1,
        maxItems: 2,
        items: {
          anyOf: [
            { const: '#FF0000', title: 'Red' },
            { const: '#00FF00', title: 'Green' },
            { const: '#0000FF', title: 'Blue' },
          ],
        },
        default: ['#FF0000', '#00FF00'],
      },
    },
  },
};

/** Same page, "Example: Request Sensitive Data" (URL mode). */
export const specUrlMode = {
  mode: 'url',
  elicitationId: '550e8400-e29b-41d4-a716-446655440000',
  url: 'https://mcp.example.com/ui/set_api_key',
  message: 'Please provide your API key to continue.',
};

// modelcontextprotocol/typescript-sdk @ 3924de99df834302d89f5997a1b64ca268282284,
// packages/core-internal/test/corpus/fixtures/2026-07-28/ElicitRequestURLParams/elicit-sensitive-data.json:
// URL mode as revised in 2026-07-28, without elicitationId. Not in `corpus`: the installed
// SDK's 2025-11-25 schema, which that list is checked against, requires the id.
export const revisedUrlMode = {
  mode: 'url',
  url: 'https://mcp.example.com/ui/set_api_key',
  message: 'Please provide your API key to continue.',
};

export const corpus = { conformanceText, conformanceDefaults, conformanceEnums, specStructured, specTitledMulti, specUrlMode };
