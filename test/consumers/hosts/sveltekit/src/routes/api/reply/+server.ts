// Where the page sends each reply; an agent's server would pass it on.
import type { RequestHandler } from './$types';

export const POST: RequestHandler = async ({ request }) => {
  await request.json();
  return new Response(null, { status: 204 });
};
