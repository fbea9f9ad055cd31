#ifndef CLIBYAML_SHIM_H
#define CLIBYAML_SHIM_H
#include <yaml.h>
#endif
