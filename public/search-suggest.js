// Suggestions as one types in a site search field: an accessible combobox (ARIA 1.2, list autocomplete)
// over the plain GET search form, which keeps working without this script. Loaded on the first focus of
// a field marked data-search-suggest (app/components/search/suggest-loader.tsx), so pages that need no
// script load none until a reader starts a search. Text only: titles are set with textContent.

const DELAY_MS = 120;
let counter = 0;

/** @param {HTMLInputElement} input */
export function attach(input) {
  if (input.dataset.suggestReady) return;
  input.dataset.suggestReady = "1";
  const form = input.form;
  const list = form?.querySelector("[data-search-suggestions]");
  const status = form?.querySelector("[data-search-status]");
  if (!form || !(list instanceof HTMLElement)) return;
  counter += 1;
  const listId = list.id || `search-suggestions-${counter}`;
  list.id = listId;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Suggestions");
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listId);
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("autocomplete", "off");

  /** @type {{ url: string; label: string; title: string }[]} */
  let items = [];
  let active = -1;
  let timer = 0;
  /** @type {AbortController | null} */
  let pending = null;

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function highlight(index) {
    active = index;
    list.querySelectorAll("[role=option]").forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    if (index >= 0) input.setAttribute("aria-activedescendant", `${listId}-${index}`);
    else input.removeAttribute("aria-activedescendant");
  }

  function render() {
    list.replaceChildren(
      ...items.map((item, i) => {
        const option = document.createElement("li");
        option.id = `${listId}-${i}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.dataset.url = item.url;
        const title = document.createElement("span");
        title.className = "search-suggestion-title";
        title.textContent = item.title;
        const label = document.createElement("span");
        label.className = "search-suggestion-label";
        label.textContent = item.label;
        option.append(title, label);
        return option;
      }),
    );
    active = -1;
    input.removeAttribute("aria-activedescendant");
    const open = items.length > 0;
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    if (status) status.textContent = open ? `${items.length} suggestion${items.length === 1 ? "" : "s"}, use the arrow keys to choose` : "";
  }

  async function fetchSuggestions() {
    const query = input.value.trim();
    pending?.abort();
    if (query.length < 2) {
      items = [];
      render();
      return;
    }
    pending = new AbortController();
    try {
      const type = form.querySelector("input[type=hidden][name=type]");
      const only = type instanceof HTMLInputElement && type.value ? `&type=${encodeURIComponent(type.value)}` : "";
      const response = await fetch(`/search/suggest?q=${encodeURIComponent(query)}${only}`, { signal: pending.signal, headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const body = await response.json();
      if (input.value.trim() !== query) return;
      items = Array.isArray(body.suggestions) ? body.suggestions : [];
      render();
    } catch {
      // Aborted by the next keystroke, or offline: the form still submits.
    }
  }

  function go(index) {
    const item = items[index];
    if (item && item.url.startsWith("/")) window.location.assign(item.url);
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = window.setTimeout(fetchSuggestions, DELAY_MS);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (list.hidden) {
        if (items.length) render();
        else return;
      }
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = active + step;
      highlight(next < -1 ? items.length - 1 : next >= items.length ? -1 : next);
    } else if (event.key === "Enter" && active >= 0 && !list.hidden) {
      event.preventDefault();
      go(active);
    } else if (event.key === "Escape" && !list.hidden) {
      // The first Escape closes the list; the next one closes the header's popover, as the browser does.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });
  input.addEventListener("blur", () => window.setTimeout(close, 150));
  // Keep the focus in the field while a suggestion is pressed.
  list.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const option = event.target instanceof Element ? event.target.closest("[role=option]") : null;
    if (option) go([...list.children].indexOf(option));
  });
  if (input.value.trim().length >= 2 && document.activeElement === input) fetchSuggestions();
}
