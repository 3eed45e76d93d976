// The app's font faces (fonts.css says why they are `optional` and preloaded).
import './fonts.css';
