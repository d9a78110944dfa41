// vb-poll demo: the "returning visitor" variant and the "Forget my votes" button.
// The poll reads its cookie itself; this script only writes what a past vote would have left.

const COOKIE = 'pollVote';
const COOKIE_DAYS = 365; // spec: poll cookies last 365 days
const RETURNING_GROUP = 'Demo: already voted';
const RETURNING_POLL = 'Which evening suits you best for the community service project?';
const RETURNING_VOTE = 1; // "Wednesday"

function readVotes() {
  const prefix = `${COOKIE}=`;
  const raw = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!raw) return {};
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

function writeVotes(votes) {
  const maxAge = COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(votes))}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

const votes = readVotes();
const group = votes[RETURNING_GROUP];
if (!group || !Array.isArray(group.ids) || !group.ids.includes(RETURNING_POLL)) {
  votes[RETURNING_GROUP] = { ids: [RETURNING_POLL], votes: [RETURNING_VOTE] };
  writeVotes(votes);
  // A poll that mounted before this script ran re-reads the cookie.
  customElements.whenDefined('vb-poll').then(() => window.visitorBlocks?.reinit());
}

document.getElementById('poll-demo-reset')?.addEventListener('click', () => {
  document.cookie = `${COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  location.reload();
});
