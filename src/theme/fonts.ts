// Served from the app's own bundle (precached), so the fonts work offline. Only the weights used.
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import '@fontsource/barlow/latin-700.css';
