export { navigateTo, setNavigator, type Navigator } from './navigator';
