import { useApp, useT } from "./app-context";
import { isLang, LANGS } from "./i18n/i18n";
import { href } from "./router";

const LANG_NAMES = { en: "English", ru: "Русский" } as const;

/** The bar on every screen: the app's name (home), rules, settings, and the language. */
export function Header() {
  const { settings } = useApp();
  const t = useT();
  return (
    <header class="app-header">
      <a class="app-name" href={href.home}>
        {t("appName")}
      </a>
      <nav class="app-nav" aria-label={t("appName")}>
        <a href="#/rules" data-testid="rules-link">
          {t("navRules")}
        </a>
        <a href={href.settings} data-testid="settings-link" aria-label={t("navSettings")}>
          <span class="nav-icon" aria-hidden="true">
            ⚙
          </span>
          <span class="nav-word">{t("navSettings")}</span>
        </a>
        <label class="lang-picker">
          <span class="visually-hidden">{t("language")}</span>
          <select
            data-testid="language"
            value={settings.lang.value}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isLang(value)) void settings.setLang(value);
            }}
          >
            {LANGS.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {LANG_NAMES[lang]}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </header>
  );
}
