import { actionButton, brand, gray } from '../../../../core/theme/colors';
import type { ChatColors } from './chatSdk';

/** The chat panel in the app's colours: Send is the primary button, Close the secondary (core/theme/colors.ts). */
export const chatColors: ChatColors = {
  primary: actionButton.primary.background,
  primaryText: actionButton.primary.text,
  primaryHover: actionButton.primary.hover,
  secondary: actionButton.secondary.text,
  mine: brand[50],
  theirs: gray[100],
  text: gray[900],
  muted: gray[600],
  border: gray[300],
};
