/* global window, document, fetch, AbortController, URL */
/**
 * The sandbox chat assistant's script (docs/assistant.md), standing in for the provider's SDK. The
 * reference server serves it at /api/ai-agent-sandbox/sierra-sandbox.js; it is a plain file with no
 * dependencies and no eval, so the app's CSP (`script-src 'self'`) allows it as it is. It defines
 *
 *   window.SierraSandbox.start({ chatId, token, container, greeting, labels, colors, showClose, onEvent })
 *     -> { setToken(token), stop() }
 *
 * and renders an accessible panel in `container`: the conversation as a polite live log, a labelled
 * question field, Send and Close. Questions go to POST /api/ai-agent-sandbox/messages with the access
 * token; every text is set as text, never as HTML. `colors` is the host's theme (its primary button
 * for Send, its secondary for Close); without it the panel is plain black on white. Events: `started`, `message`, `closed`,
 * `token-rejected` (the token was refused: the host should fetch a new one and call setToken).
 */
(function defineSierraSandbox() {
  const script = document.currentScript;
  const messagesUrl = new URL('/api/ai-agent-sandbox/messages', script ? script.src : window.location.href);

  const defaultLabels = {
    region: 'Chat assistant',
    messages: 'Conversation',
    input: 'Ask a question',
    send: 'Send',
    close: 'Close chat',
    you: 'You',
    assistant: 'Assistant',
    thinking: 'Thinking…',
    source: 'From: ',
    error: 'The assistant could not answer. Try again in a moment.',
    expired: 'The chat session expired. Send your question again.',
  };

  // Plain ink on white: the host's theme (`colors`) gives the panel its brand.
  const defaultColors = {
    primary: 'black',
    primaryText: 'white',
    primaryHover: 'black',
    secondary: 'black',
    mine: 'whitesmoke',
    theirs: 'whitesmoke',
    text: 'black',
    muted: 'dimgray',
    border: 'gray',
  };

  let panelCount = 0;

  function element(tag, style, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, style || {});
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const buttonStyle = {
    minHeight: '48px',
    minWidth: '48px',
    padding: '0 16px',
    borderRadius: '8px',
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
  };

  function start(options) {
    if (!options || typeof options.chatId !== 'string' || !options.chatId)
      throw new Error('SierraSandbox.start needs a chatId');
    if (typeof options.token !== 'string' || !options.token)
      throw new Error('SierraSandbox.start needs a token');
    if (!options.container || typeof options.container.appendChild !== 'function')
      throw new Error('SierraSandbox.start needs a container element');

    const labels = Object.assign({}, defaultLabels, options.labels || {});
    const colors = Object.assign({}, defaultColors, options.colors || {});
    const onEvent = typeof options.onEvent === 'function' ? options.onEvent : function ignore() {};
    let token = options.token;
    let stopped = false;
    let inFlight = null;
    panelCount += 1;
    const inputId = 'sierra-sandbox-question-' + panelCount;

    const panel = element('section', {
      display: 'flex',
      flexDirection: 'column',
      gap: '12px',
      border: '1px solid ' + colors.border,
      borderRadius: '12px',
      padding: '16px',
      background: 'white',
      color: colors.text,
      font: 'inherit',
    });
    panel.setAttribute('aria-label', labels.region);
    panel.setAttribute('data-sierra-sandbox', options.chatId);

    const close = element(
      'button',
      Object.assign({}, buttonStyle, {
        alignSelf: 'flex-end',
        background: 'white',
        border: '2px solid ' + colors.secondary,
        color: colors.secondary,
      }),
      labels.close,
    );
    close.type = 'button';

    // The conversation: a polite live log (the scrolling region) around a plain ordered list, so the
    // list keeps its list semantics for screen readers.
    const logRegion = element('div', { maxHeight: '320px', overflowY: 'auto' });
    logRegion.setAttribute('role', 'log');
    logRegion.setAttribute('aria-live', 'polite');
    logRegion.setAttribute('aria-label', labels.messages);
    logRegion.tabIndex = 0;
    const log = element('ol', {
      listStyle: 'none',
      margin: '0',
      padding: '0',
      display: 'flex',
      flexDirection: 'column',
      gap: '8px',
    });
    logRegion.append(log);

    const form = element('form', { display: 'flex', flexDirection: 'column', gap: '6px' });
    const label = element('label', { fontWeight: '600' }, labels.input);
    label.htmlFor = inputId;
    const row = element('div', { display: 'flex', gap: '8px' });
    const input = element('input', {
      flex: '1',
      minWidth: '0',
      minHeight: '44px',
      padding: '0 12px',
      border: '1px solid ' + colors.muted,
      borderRadius: '8px',
      font: 'inherit',
    });
    input.id = inputId;
    input.type = 'text';
    input.maxLength = 500;
    input.autocomplete = 'off';
    const send = element(
      'button',
      Object.assign({}, buttonStyle, {
        background: colors.primary,
        border: '2px solid ' + colors.primary,
        color: colors.primaryText,
      }),
      labels.send,
    );
    send.type = 'submit';
    send.addEventListener('mouseenter', () => (send.style.background = colors.primaryHover));
    send.addEventListener('mouseleave', () => (send.style.background = colors.primary));
    row.append(input, send);
    form.append(label, row);
    // A host with its own close control (a modal) asks for none here.
    if (options.showClose === false) panel.append(logRegion, form);
    else panel.append(close, logRegion, form);

    function say(who, text, source) {
      const mine = who === 'you';
      const item = element('li', {
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        padding: '8px 12px',
        borderRadius: '12px',
        background: mine ? colors.mine : colors.theirs,
        lineHeight: '1.5',
      });
      item.append(
        element('span', { fontWeight: '600', display: 'block' }, mine ? labels.you : labels.assistant),
      );
      item.append(element('span', {}, text));
      if (source)
        item.append(element('small', { display: 'block', color: colors.muted }, labels.source + source));
      log.append(item);
      logRegion.scrollTop = logRegion.scrollHeight;
      return item;
    }

    async function ask(question) {
      say('you', question);
      const thinking = say('assistant', labels.thinking);
      send.disabled = true;
      inFlight = new AbortController();
      let answer = null;
      let refused = false;
      try {
        const response = await fetch(messagesUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: 'Bearer ' + token,
          },
          body: JSON.stringify({ chatId: options.chatId, message: question }),
          credentials: 'omit',
          signal: inFlight.signal,
        });
        refused = response.status === 401;
        const body = await response.json().catch(() => null);
        if (response.ok && body && body.success && body.result && typeof body.result.reply === 'string')
          answer = body.result;
      } catch {
        answer = null;
      }
      if (stopped) return;
      inFlight = null;
      thinking.remove();
      send.disabled = false;
      if (answer) {
        const first = Array.isArray(answer.sources) ? answer.sources[0] : undefined;
        say('assistant', answer.reply, first && first.question);
        onEvent({ type: 'message' });
      } else if (refused) {
        say('assistant', labels.expired);
        onEvent({ type: 'token-rejected' });
      } else {
        say('assistant', labels.error);
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const question = input.value.trim();
      if (!question || send.disabled) {
        input.focus();
        return;
      }
      input.value = '';
      void ask(question);
    });
    close.addEventListener('click', () => onEvent({ type: 'closed' }));

    if (typeof options.greeting === 'string' && options.greeting) say('assistant', options.greeting);
    options.container.appendChild(panel);
    onEvent({ type: 'started' });

    return {
      setToken(next) {
        if (typeof next === 'string' && next) token = next;
      },
      stop() {
        if (stopped) return;
        stopped = true;
        if (inFlight) inFlight.abort();
        panel.remove();
      },
    };
  }

  window.SierraSandbox = { start };
})();
