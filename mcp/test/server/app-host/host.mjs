// A minimal MCP Apps host, the way a chat client draws a View: the View's HTML in a sandboxed
// iframe (scripts only, an opaque origin, the host's CSP in a <meta> tag), connected through
// the ext-apps AppBridge over postMessage. Tool calls from the View go to `hostCallTool`,
// which the test exposes from Node and forwards to the real server through the MCP SDK
// client. Bundled by the test with esbuild; `window.host` is what the test drives.
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

const host = {
  bridge: undefined,
  iframe: undefined,
  /** Every `ui/update-model-context` the View sent. */
  modelContext: [],
  /** Every size the View reported. */
  sizes: [],
  async start({ html, csp, hostContext }) {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.title = 'Question from the agent';
    document.getElementById('tool').append(iframe);
    const bridge = new AppBridge(
      null,
      { name: 'choice-prompts test host', version: '1.0.0' },
      { serverTools: {}, updateModelContext: { text: {} } },
      { hostContext },
    );
    bridge.oncalltool = (params) => globalThis.hostCallTool(params);
    bridge.onupdatemodelcontext = async (params) => {
      host.modelContext.push(params);
      return {};
    };
    bridge.onsizechange = ({ height }) => {
      host.sizes.push(height);
      if (height !== undefined) iframe.style.height = `${height}px`;
    };
    const initialized = new Promise((resolve) => (bridge.oninitialized = resolve));
    await bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
    const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
    iframe.srcdoc = html.replace('<head>', () => `<head>${meta}`);
    await initialized;
    host.bridge = bridge;
    host.iframe = iframe;
  },
};
globalThis.host = host;
