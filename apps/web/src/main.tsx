import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { sessionQuery } from './app/session';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session check needs nothing from the catalogue or the router: asked now, it is answered while they load,
// and the first route's guard finds it in the cache instead of asking only after the first render.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQuery);

// Render after the language's catalogue is in, so the first paint is already translated.
await initI18n();
createRoot(container).render(<App queryClient={queryClient} />);
