/** The scripted agents, one per dialect, in the order the chat lists them. */
import type { Agent } from './agent.js';
import { deployServer, planner, storefront } from './event-agents.js';
import { planPicker, sourceSetup } from './markdown-agents.js';
import { releaseManager, scaffolder } from './tool-agents.js';
import { codexAppServer, copilot, provisioner, researcher } from './protocol-agents.js';
import { workspaceHelper } from './gemini-agent.js';
import { buildRunner } from './approval-agents.js';
import { approvalsBatch, parallelTools, subagents } from './batch-agents.js';

export type { Agent, AgentTurn } from './agent.js';

export const AGENTS: readonly Agent[] = [sourceSetup, planPicker, scaffolder, releaseManager, planner, deployServer, storefront, workspaceHelper, buildRunner, provisioner, copilot, researcher, codexAppServer, parallelTools, subagents, approvalsBatch];

export function agentById(id: string | null): Agent {
  return AGENTS.find((a) => a.id === id) ?? AGENTS[0]!;
}
