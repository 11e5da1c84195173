// What the rest of the client may import of the help pages.
export { HelpArticlesScreen } from './HelpArticlesScreen';
export { TutorialsScreen } from './TutorialsScreen';
