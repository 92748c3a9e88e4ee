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
