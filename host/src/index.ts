// The host provides every shared singleton eagerly (in its first chunk), so it needs no async
// boundary before its own code: one round trip fewer before the first render.
import './bootstrap';
