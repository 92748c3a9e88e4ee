import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('baseline', 'routes/baseline.tsx'),
  route('api/reply', 'routes/api.reply.ts'),
] satisfies RouteConfig;
