// Where the page sends each reply; an agent's server would pass it on.
export async function action({ request }: { request: Request }) {
  await request.json();
  return new Response(null, { status: 204 });
}
