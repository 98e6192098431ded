/*
 * gpu_name.h
 *		Normalising GPU names as nvidia-smi, Kubernetes labels, SkyPilot,
 *		cloud consoles and cluster traces spell them (plain C).
 */
#ifndef CS_GPU_NAME_H
#define CS_GPU_NAME_H

#include <stddef.h>

/*
 * Writes the matching key of name[0..len) into out (at most len + 1 bytes,
 * NUL-terminated): lower-case letters and digits only, then any leading
 * vendor or brand word (nvidia, tesla, geforce, quadro, amd, instinct)
 * dropped, repeatedly, unless nothing would be left.  Returns its length.
 */
size_t		cs_gpu_key(const char *name, size_t len, char *out);

#endif
