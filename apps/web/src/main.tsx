import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { preloadScreen } from './app/routes';
import { sessionQuery } from './app/session';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session check and the screen's code need nothing from the catalogue or the router: asked for now, they
// arrive while those load, and the router finds them under way instead of asking after the first render.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQuery);
preloadScreen(window.location.pathname);

// Render after the language's catalogue is in, so the first paint is already translated.
await initI18n();
createRoot(container).render(<App queryClient={queryClient} />);
