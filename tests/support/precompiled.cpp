// The file the tests of an area compile their precompiled header with (tests/CMakeLists.txt).
