import { APP_ACCESS, HelpCenterEvents, type HelpCenterEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Whoever may open the app (APP_ACCESS.helpCenter), the same rule as its routes. */
const HELP_AUDIENCE = [to.access(APP_ACCESS.helpCenter)];

export const helpCenterPush = definePush<HelpCenterEvent>('help-center', {
  routes: {
    [HelpCenterEvents.faqCategoryAdded]: HELP_AUDIENCE,
    [HelpCenterEvents.faqAdded]: HELP_AUDIENCE,
    [HelpCenterEvents.guideCategoryAdded]: HELP_AUDIENCE,
    [HelpCenterEvents.guideAdded]: HELP_AUDIENCE,
  },
});
