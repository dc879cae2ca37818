export const THEME_KEY = "appTheme";
export const LIGHT_THEME = "PureLightTheme";
export const DARK_THEME = "NebulaFighterTheme";
export type AdminTheme = typeof LIGHT_THEME | typeof DARK_THEME;

export function readTheme(): AdminTheme {
  try {
    return localStorage.getItem(THEME_KEY) === DARK_THEME ? DARK_THEME : LIGHT_THEME;
  } catch {
    return LIGHT_THEME;
  }
}

export function applyTheme(theme: AdminTheme) {
  document.documentElement.classList.toggle("dark", theme === DARK_THEME);
}

export function storeTheme(theme: AdminTheme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
  applyTheme(theme);
}

/** Runs before the first paint so a dark-theme user never sees a light flash. */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_KEY,
)});if(!t){localStorage.setItem(${JSON.stringify(THEME_KEY)},${JSON.stringify(
  LIGHT_THEME,
)})}document.documentElement.classList.toggle("dark",t===${JSON.stringify(DARK_THEME)})}catch(e){}})();`;
