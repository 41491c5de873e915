import { app } from './app.ts';

export default app satisfies ExportedHandler<Env>;
