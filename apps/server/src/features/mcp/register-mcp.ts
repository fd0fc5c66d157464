import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { API_KEY_PREFIX } from '@overlap/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { ApiKeyService } from '../api-keys/api-key-service';
import { MCP_TOOLS, type ApiCall } from './mcp-tools';

export const MCP_ROUTE = '/mcp';

/** The API's own answer to a tool's call, made with the caller's key so scopes, quotas and rules hold. */
async function callApi(app: FastifyInstance, authorization: string, call: ApiCall) {
  const answer = await app.inject({
    method: call.method,
    url: call.url,
    headers: { authorization, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
  const body = answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
  return { status: answer.statusCode, body };
}

function serverFor(app: FastifyInstance, authorization: string): McpServer {
  const server = new McpServer({ name: 'overlap', version: '0.1.0' });
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: !tool.writes, destructiveHint: tool.name === 'cancel_meeting' },
      },
      async (input: unknown): Promise<CallToolResult> => {
        const { call, summarize } = tool.plan(input);
        const answer = await callApi(app, authorization, call);
        if (answer.status >= 400) {
          const message =
            typeof answer.body.message === 'string' ? answer.body.message : 'The request failed.';
          return {
            isError: true,
            content: [
              { type: 'text', text: `${answer.status} ${String(answer.body.code ?? '')}: ${message}` },
            ],
          };
        }
        const result = summarize(answer.body);
        return {
          content: [{ type: 'text', text: JSON.stringify(result, null, 2) }],
          structuredContent: { result } as Record<string, unknown>,
        };
      },
    );
  }
  return server;
}

/**
 * The Model Context Protocol endpoint (Streamable HTTP, stateless): an agent holding an API key can create
 * a request, read its status and ranked suggestions, remind, book and cancel. Each tool is one /api/v1
 * call made with the agent's own key, so a `meetings:read` key cannot change anything here either.
 */
export function registerMcp(app: FastifyInstance, deps: { keys: ApiKeyService }) {
  app.post(MCP_ROUTE, { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const authorization = request.headers.authorization?.trim() ?? '';
    const presented = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!presented?.startsWith(API_KEY_PREFIX))
      throw new AppError(
        'unauthorized',
        `Send an Overlap API key: Authorization: Bearer ${API_KEY_PREFIX}…`,
        undefined,
        undefined,
        { prefix: API_KEY_PREFIX },
      );
    await deps.keys.authenticate(presented, null);
    const server = serverFor(app, `Bearer ${presented}`);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  // Stateless: no stream to open and no session to end.
  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: MCP_ROUTE,
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'POST').send({
          code: 'bad_request',
          message: 'This MCP endpoint is stateless: POST JSON-RPC messages to it.',
        }),
    });
}
