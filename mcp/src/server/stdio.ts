/**
 * MCP over stdio, on either protocol revision: the SDK's `serveStdio` reads the connection's
 * first message and pins it to a 2025-era `Server` (an `initialize`) or a 2026-07-28 one (a
 * request whose `_meta` names the revision, or a `server/discover` probe followed by one).
 * Either way the connection is one asker, with one page scope.
 */
import { randomUUID } from 'node:crypto';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS, type Transport } from '@modelcontextprotocol/server';
import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio';
import { CallTable } from './calls.js';
import type { ChoiceHub } from './hub.js';
import { createMcpServer, createModernServer, interceptArguments } from './mcp.js';

/** Serves `hub` on `wire` (default: this process's stdin and stdout); `onclose` runs once the connection ends. */
export async function serveHubOnStdio(hub: ChoiceHub, { wire = new StdioServerTransport(), onclose }: { wire?: Transport; onclose?: () => void } = {}): Promise<{ close(): Promise<void> }> {
  const calls = new CallTable();
  const owner = `connection:${randomUUID()}`;
  const scope = await hub.store.openScope();
  let requested: unknown;
  const handle = serveStdio(
    ({ era }) => {
      if (era === 'modern') return createModernServer(hub, { sealer: hub.sealer, args: (id) => calls.take(id)?.args, owner });
      const { server, client } = createMcpServer(hub, scope, calls);
      client.protocolVersion = typeof requested === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
      return server;
    },
    { transport: wire, onerror: (error) => hub.log(error.message) },
  );
  // Set by serveStdio as it starts; tapped here, before any message can arrive.
  interceptArguments(wire, calls, (version) => (requested = version));
  const entryClose = wire.onclose;
  wire.onclose = () => {
    entryClose?.();
    hub.store.releaseScope(scope);
    onclose?.();
  };
  return handle;
}
