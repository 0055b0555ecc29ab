/* The declaration in include/CLibFuzzer.h is all this module provides; libFuzzer defines it. */
