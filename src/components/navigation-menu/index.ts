export type { MenuInput, MenuItem, MenuLinkKey } from "./menuLinks.ts";
export {
  bankOverviewHref,
  buildMenuItems,
  menuLinks,
  mobileBankLoginContexts,
} from "./menuLinks.ts";
export type { NavigationMenuProps } from "./NavigationMenu.tsx";
export { NavigationMenu } from "./NavigationMenu.tsx";
