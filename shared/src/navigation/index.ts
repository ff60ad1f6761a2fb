export { canGoBack, historyIndex, useGoBack } from './go-back';
export { navigateTo, setNavigator, type Navigator } from './navigator';
