#ifndef WAYFINDER_CLIBYAML_SHIM_H
#define WAYFINDER_CLIBYAML_SHIM_H
// libyaml from the Debian package libyaml-dev (pkg-config yaml-0.1).
#include <yaml.h>
#endif
