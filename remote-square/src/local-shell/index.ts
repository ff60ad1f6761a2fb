// Async boundary: shared singletons are negotiated before the shell's code runs.
import('./bootstrap');
