# Loaded by Orca's Python through PYTHONPATH (set by test/sr/screen-reader.mjs). Orca logs
# every utterance to its "speech" logger ("SPEECH OUTPUT: '...'"), the hook its own
# regression tests read. This copies those records, one JSON object a line with the time
# they were spoken, to $ORCA_SPEECH_LOG, flushed per line so the harness sees each phrase at
# once. No debug log is needed, so Orca runs at normal speed.
import json, logging, os

_path = os.environ.get('ORCA_SPEECH_LOG')


class _JsonLines(logging.Formatter):
    def format(self, record):
        return json.dumps({'t': record.created, 'msg': record.getMessage()})


if _path:
    _handler = logging.FileHandler(_path, mode='w', encoding='utf-8')
    _handler.setFormatter(_JsonLines())
    _speech = logging.getLogger('speech')
    _speech.setLevel(logging.INFO)
    _speech.addHandler(_handler)


# Orca 43.1 (Debian 12's) treats a page as loading from a busy-true event until a busy-false
# event or the next load-complete, and ignores focus changes on it meanwhile ("WEB: Ignoring
# because document content is being loaded"): they are spoken without their group, or not
# at all. Its event queue sometimes hands it a page's busy-true event after that page's
# busy-false and load-complete (seen in its debug log: queued 1, 0, load-complete, handled
# 0, load-complete, 1), so the page counts as loading for good, and a step that follows fails
# one run in several. A busy-true event whose source is no longer busy when Orca gets to it
# is stale: it is dropped here, before the web script sees it. (So is one handled in order
# after a page that loaded faster than Orca got to it: Orca then skips "Loading. Please
# wait." and still says "Finished loading".) Everything else Orca does is its own; an Orca
# whose web script has no `Script.onBusyChanged` is left as it is.
import importlib.abc, importlib.util, sys

_WEB_SCRIPT = 'orca.scripts.web.script'


def _drop_stale_busy(module):
    try:
        import pyatspi  # a later Orca without pyatspi has another event queue: left alone
        from orca import debug
    except ImportError:
        return

    script = getattr(module, 'Script', None)
    handler = getattr(script, 'onBusyChanged', None)
    if handler is None:
        return

    def onBusyChanged(self, event):
        if event.detail1:
            try:
                busy = event.source.getState().contains(pyatspi.STATE_BUSY)
            except Exception:
                busy = True
            if not busy:
                debug.println(debug.LEVEL_INFO, 'HARNESS: dropping a stale busy-true event: its source is no longer busy', True)
                return True
        return handler(self, event)

    script.onBusyChanged = onBusyChanged


class _AfterImport(importlib.abc.MetaPathFinder):
    """Runs `_drop_stale_busy` on Orca's web script module once it is loaded."""

    def find_spec(self, name, path, target=None):
        if name != _WEB_SCRIPT:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        exec_module = spec.loader.exec_module

        def exec_and_patch(module):
            exec_module(module)
            _drop_stale_busy(module)

        spec.loader.exec_module = exec_and_patch
        return spec


if _path:
    sys.meta_path.insert(0, _AfterImport())
