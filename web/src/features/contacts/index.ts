export { ContactAvatar } from './ContactAvatar';
