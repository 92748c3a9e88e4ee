# Shadows python3-speechd for Orca under test: no speech server, no audio. Orca still logs
# every phrase it would speak ("SPEECH OUTPUT: '...'"), which is what the harness reads.
raise ImportError("speech output disabled: phrases are read from Orca's debug log")
