// Where the page sends each reply; an agent's server would pass it on.
export default defineEventHandler(async (event) => {
  await readBody(event);
  setResponseStatus(event, 204);
  return null;
});
